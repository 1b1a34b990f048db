//! `sendmsg(...)`: the message, operation and stream of `s_sendmsg` / `s_sendmsghalt`.

use super::{DecodeCx, EncodeCx, Operand, Printer};
use crate::{Generation, OperandError};
use core::fmt;

const MSG_GS: u8 = 2;
const MSG_GS_DONE: u8 = 3;
const MSG_SYSMSG: u8 = 15;

/// LLVM's name of message `id` on `gen`, if it has one.
pub const fn msg_name(gen: Generation, id: u8) -> Option<&'static str> {
    let gfx8 = !matches!(gen, Generation::Gfx6 | Generation::Gfx7);
    let gfx9 = gen.at_least(Generation::Gfx9);
    Some(match id {
        1 => "MSG_INTERRUPT",
        MSG_GS => "MSG_GS",
        MSG_GS_DONE => "MSG_GS_DONE",
        4 if gfx8 => "MSG_SAVEWAVE",
        5 if gfx9 => "MSG_STALL_WAVE_GEN",
        6 if gfx9 => "MSG_HALT_WAVES",
        7 if gfx9 => "MSG_ORDERED_PS_DONE",
        8 if gfx9 => "MSG_EARLY_PRIM_DEALLOC",
        9 if gfx9 => "MSG_GS_ALLOC_REQ",
        10 if gfx9 => "MSG_GET_DOORBELL",
        MSG_SYSMSG => "MSG_SYSMSG",
        _ => return None,
    })
}

/// LLVM's name of operation `op` of message `id` on `gen`, for the messages that take one.
pub const fn op_name(gen: Generation, id: u8, op: u8) -> Option<&'static str> {
    // The host-trap acknowledgement exists up to gfx8: LLVM 19 names it there and nowhere
    // from gfx9 on, where `sendmsg(15, 3, 0)` is printed instead.
    let host_trap_ack = !gen.at_least(Generation::Gfx9);
    Some(match (id, op) {
        (MSG_GS | MSG_GS_DONE, 0) => "GS_OP_NOP",
        (MSG_GS | MSG_GS_DONE, 1) => "GS_OP_CUT",
        (MSG_GS | MSG_GS_DONE, 2) => "GS_OP_EMIT",
        (MSG_GS | MSG_GS_DONE, 3) => "GS_OP_EMIT_CUT",
        (MSG_SYSMSG, 1) => "SYSMSG_OP_ECC_ERR_INTERRUPT",
        (MSG_SYSMSG, 2) => "SYSMSG_OP_REG_RD",
        (MSG_SYSMSG, 3) if host_trap_ack => "SYSMSG_OP_HOST_TRAP_ACK",
        (MSG_SYSMSG, 4) => "SYSMSG_OP_TTRACE_PC",
        _ => return None,
    })
}

/// The 16-bit operand of `s_sendmsg`: message id `[3:0]`, operation `[6:4]`, stream `[9:8]`.
/// Any 16-bit value is kept; LLVM prints it symbolically when its fields name a valid
/// message (other bits ignored), as `sendmsg(id, op, stream)` when only those fields are
/// set, and in decimal otherwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SendMsg(u16);

impl SendMsg {
    /// `sendmsg(id, op, stream)`: `id` < 16, `op` < 8, `stream` < 4.
    pub const fn new(id: u8, op: u8, stream: u8) -> Result<Self, OperandError> {
        if id > 15 {
            return Err(OperandError::invalid("message id is at most 15", id as i64));
        }
        if op > 7 {
            return Err(OperandError::invalid(
                "message operation is at most 7",
                op as i64,
            ));
        }
        if stream > 3 {
            return Err(OperandError::invalid(
                "stream id is at most 3",
                stream as i64,
            ));
        }
        Ok(SendMsg(id as u16 | (op as u16) << 4 | (stream as u16) << 8))
    }

    #[doc(hidden)]
    pub const fn new_const(id: u8, op: u8, stream: u8) -> Self {
        match Self::new(id, op, stream) {
            Ok(m) => m,
            Err(_) => panic!("sendmsg id, operation or stream out of range"),
        }
    }

    /// Any 16-bit value, reserved bits included.
    pub const fn from_bits(bits: u16) -> Self {
        SendMsg(bits)
    }

    /// The raw 16-bit value.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The message id.
    pub const fn id(self) -> u8 {
        (self.0 & 0xf) as u8
    }

    /// The operation.
    pub const fn op(self) -> u8 {
        ((self.0 >> 4) & 7) as u8
    }

    /// The stream.
    pub const fn stream(self) -> u8 {
        ((self.0 >> 8) & 3) as u8
    }

    fn symbolic(self, gen: Generation) -> Option<(&'static str, Option<&'static str>, bool)> {
        let (id, op, stream) = (self.id(), self.op(), self.stream());
        let name = msg_name(gen, id)?;
        let gs = id == MSG_GS || id == MSG_GS_DONE;
        if gs || id == MSG_SYSMSG {
            let opn = op_name(gen, id, op)?;
            if id == MSG_GS && op == 0 {
                return None;
            }
            let with_stream = gs && op != 0;
            if !with_stream && stream != 0 {
                return None;
            }
            Some((name, Some(opn), with_stream))
        } else if op == 0 && stream == 0 {
            Some((name, None, false))
        } else {
            None
        }
    }
}

impl Operand<1> for SendMsg {
    fn decode([raw]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        match u16::try_from(raw) {
            Ok(v) => Ok(SendMsg(v)),
            Err(_) => Err(OperandError::invalid("sendmsg beyond 16 bits", raw as i64)),
        }
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0 as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let gen = p.gen;
        let f = p.operand()?;
        // LLVM reads the three fields and ignores the other bits for the symbolic form;
        // the numeric form must re-encode exactly.
        if let Some((name, op, with_stream)) = self.symbolic(gen) {
            f.write_str("sendmsg(")?;
            f.write_str(name)?;
            if let Some(op) = op {
                write!(f, ", {op}")?;
                if with_stream {
                    write!(f, ", {}", self.stream())?;
                }
            }
            return f.write_str(")");
        }
        if self.0 & !0x37f == 0 {
            return write!(
                f,
                "sendmsg({}, {}, {})",
                self.id(),
                self.op(),
                self.stream()
            );
        }
        write!(f, "{}", self.0)
    }
}
