// An SDWA compare writes vcc on gfx8 and has a clamp bit; from gfx9 it may write an SGPR
// pair (`sdst`) instead, and the clamp bit is gone (its bits hold SDST). Each generation's
// type has only the fields its encoding has.
use gcn_isa::operand::{SdwaMods, SdwaSdst, VReg};

fn main() {
    let v0 = VReg::<1>::new(0).unwrap();
    let mut gfx9 = gcn_isa::gfx9::V_CMP_EQ_F32_SDWA.with(
        SdwaSdst::Vcc,
        SdwaMods::from(v0),
        SdwaMods::from(v0),
    );
    gfx9.clamp = true;
    let mut gfx8 = gcn_isa::gfx8::V_CMP_EQ_F32_SDWA.with(SdwaMods::from(v0), SdwaMods::from(v0));
    gfx8.clamp = true;
    gfx8.sdst = SdwaSdst::Vcc;
}
