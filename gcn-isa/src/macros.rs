//! Operand constructors checked at compile time: each expands to a `const` item, so an
//! out-of-range or misaligned constant is a compile error and can never panic at run time.

/// `s[first : first+N-1]` as an `SReg<N>`: `sgpr!(2, 4)` is `s[4:5]`.
///
/// ```
/// let base: gcn_isa::operand::SReg<2> = gcn_isa::sgpr!(2, 4);
/// assert_eq!(base.to_string(), "s[4:5]");
/// ```
/// ```compile_fail
/// let base: gcn_isa::operand::SReg<2> = gcn_isa::sgpr!(2, 3); // misaligned pair
/// ```
#[macro_export]
macro_rules! sgpr {
    ($n:literal, $first:expr) => {{
        const R: $crate::operand::SReg<$n> = $crate::operand::SReg::<$n>::sgpr_const($first);
        R
    }};
}

/// `ttmp[first : first+N-1]` as an `SReg<N>`.
#[macro_export]
macro_rules! ttmp {
    ($n:literal, $first:expr) => {{
        const R: $crate::operand::SReg<$n> = $crate::operand::SReg::<$n>::ttmp_const($first);
        R
    }};
}

/// `v[first : first+N-1]` as a `VReg<N>`.
///
/// ```compile_fail
/// let data: gcn_isa::operand::VReg<4> = gcn_isa::vgpr!(4, 254); // runs past v255
/// ```
#[macro_export]
macro_rules! vgpr {
    ($n:literal, $first:expr) => {{
        const R: $crate::operand::VReg<$n> = $crate::operand::VReg::<$n>::new_const($first);
        R
    }};
}

/// `a[first : first+N-1]` as an `AReg<N>` (gfx908 accumulation registers).
///
/// ```compile_fail
/// let acc: gcn_isa::operand::AReg<32> = gcn_isa::agpr!(32, 240); // runs past a255
/// ```
#[macro_export]
macro_rules! agpr {
    ($n:literal, $first:expr) => {{
        const R: $crate::operand::AReg<$n> = $crate::operand::AReg::<$n>::new_const($first);
        R
    }};
}

/// An unsigned `BITS`-bit immediate: `imm!(12, 4095)`.
///
/// ```compile_fail
/// let offset: gcn_isa::operand::Imm<8> = gcn_isa::imm!(8, 256); // needs 9 bits
/// ```
#[macro_export]
macro_rules! imm {
    ($bits:literal, $value:expr) => {{
        const V: $crate::operand::Imm<$bits> = $crate::operand::Imm::<$bits>::new_const($value);
        V
    }};
}

/// A signed `BITS`-bit immediate: `simm!(21, -4)`.
#[macro_export]
macro_rules! simm {
    ($bits:literal, $value:expr) => {{
        const V: $crate::operand::SImm<$bits> = $crate::operand::SImm::<$bits>::new_const($value);
        V
    }};
}

/// An `s_waitcnt` operand checked at compile time: `waitcnt!(Gfx9, vmcnt, expcnt, lgkmcnt)`.
///
/// ```
/// use gcn_isa::operand::WaitCnt;
/// let w: WaitCnt = gcn_isa::waitcnt!(Gfx9, 63, 7, 0);
/// ```
/// ```compile_fail
/// let w: gcn_isa::operand::WaitCnt = gcn_isa::waitcnt!(Gfx8, 16, 0, 0); // gfx8 vmcnt has 4 bits
/// ```
#[macro_export]
macro_rules! waitcnt {
    ($gen:ident, $vmcnt:expr, $expcnt:expr, $lgkmcnt:expr) => {{
        const W: $crate::operand::WaitCnt = $crate::operand::WaitCnt::new_const(
            $crate::Generation::$gen,
            $vmcnt,
            $expcnt,
            $lgkmcnt,
        );
        W
    }};
}

/// A `hwreg(id, offset, size)` operand checked at compile time.
///
/// ```compile_fail
/// let h: gcn_isa::operand::HwReg = gcn_isa::hwreg!(1, 0, 33); // size is 1..=32
/// ```
#[macro_export]
macro_rules! hwreg {
    ($id:expr, $offset:expr, $size:expr) => {{
        const H: $crate::operand::HwReg = $crate::operand::HwReg::new_const($id, $offset, $size);
        H
    }};
}

/// A `sendmsg(id, op, stream)` operand checked at compile time.
///
/// ```compile_fail
/// let m: gcn_isa::operand::SendMsg = gcn_isa::sendmsg!(16, 0, 0); // id has 4 bits
/// ```
#[macro_export]
macro_rules! sendmsg {
    ($id:expr, $op:expr, $stream:expr) => {{
        const M: $crate::operand::SendMsg = $crate::operand::SendMsg::new_const($id, $op, $stream);
        M
    }};
}
