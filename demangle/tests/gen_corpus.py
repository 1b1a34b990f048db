#!/usr/bin/env python3
"""Regenerates tests/corpus.tsv: `mangled TAB expected`, one per line.

The expected text is always what `llvm-cxxfilt-19 NAME` prints (the name
itself when it prints the name unchanged); nothing here is typed by hand
except the inputs. Inputs come from three places:

1. the hand-picked list below (HIP/OpenCL kernels, lambdas, std names,
   special names, clone suffixes, names that are not manglings, truncated
   manglings, hostile edge cases);
2. a fixed sample from scripts/diff_demangle.py's generator (seed 2024);
3. a fixed sample of real symbols from libLLVM, when it is installed.

    python3 demangle/tests/gen_corpus.py
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "scripts"))
import diff_demangle  # noqa: E402

CXXFILT = "llvm-cxxfilt-19"
LIBLLVM = "/usr/lib/llvm-19/lib/libLLVM.so.19.1"

HAND_PICKED = """
_Z3foov
_Z3fooPi
_Z3fooPi.kd
_Z9vectorAddPKfS0_Pfi
_Z9vectorAddPKfS0_Pfi.kd
_Z6kernelPfS_i
_Z6kernelPfS_i.kd
_Z4saxpyfPKfPf
_Z10matrixMultPfS_S_iii
_Z12reduceKernelPKdPdj
_Z15__device_stub__kernelPfi
_Z24__device_stub__vectorAddPKfS0_Pfi
_Z11scan_kernelIiLj256EEvPKT_PS0_j
_Z11scan_kernelIiLj256EEvPKT_PS0_j.kd
_Z4gemmIfLi16ELi16EEvPKT_S2_PS0_iii
_Z4gemmIDF16_Li32ELi8EEvPKT_S2_PS0_iii
_Z13reduce_kernelIdN6hipcub3SumEEvPT_S3_T0_
_Z6kernelILb1EEvPi
_Z6kernelILb0EEvPi.kd
_Z6kernelILc65EEvv
_Z6kernelILin5EEvv
_Z6kernelILl123456789012EEvv
_Z6kernelILm18446744073709551615EEvv
_Z6kernelILx5EEvv
_Z6kernelILy5EEvv
_Z6kernelILs5EEvv
_Z6kernelILt5EEvv
_Z6kernelILa5EEvv
_Z6kernelILh5EEvv
_Z6kernelILw65EEvv
_Z6kernelILn5EEvv
_Z6kernelILo5EEvv
_Z6kernelILf3f800000EEvv
_Z6kernelILd400921fb54442d18EEvv
_Z6kernelILe4000c90fdaa22168c000EEvv
_Z6kernelILfbf800000EEvv
_Z6kernelILf7f800000EEvv
_Z6kernelILf7fc00000EEvv
_Z6kernelILf00000001EEvv
_Z6kernelILd0000000000000001EEvv
_Z6kernelILd8000000000000000EEvv
_Z6kernelILe00000000000000000000EEvv
_Z6kernelILe00008000000000000000EEvv
_Z6kernelILe7fff8000000000000000EEvv
_Z6kernelILe7fffc000000000000000EEvv
_Z6kernelILe3fff0000000000000000EEvv
_Z6kernelILe00000000000000000001EEvv
_Z6kernelIXadL_Z3foovEEEvv
_Z6kernelIXplLi1ELi2EEEvv
_Z6kernelIXgtLi1ELi2EEEvv
_Z6kernelIXrsLi8ELi2EEEvv
_Z6kernelIXszT_EEvv
_Z1fIiEvT_DTszfp_E
_Z1fIiEDTplfp_fp_ET_
_Z1fIiEDTcl1gfp_EET_
_Z3addIiiEDTplfp_fp0_ET_T0_
_Z1fIJidcEEvDpT_
_Z1fIJEEvDpT_
_Z1fIJiPcEEvDpRKT_
_Z1fIJiEEvDpOT_
_Z5applyIJiiEEvDpPT_
_ZZ4mainENKUlvE_clEv
_ZZ4mainENKUlvE0_clEv
_ZZ4mainENKUliE_clEi
_ZZ4mainENKUlT_E_clIiEEDaS_
_ZZ6launchvENKUlPfE_clES_
_ZZ6kernelPfiENKUlvE_clEv
_ZZN4hip6detail6launchEvENKUlvE_clEv
_ZZ4mainENKUlRKiE_clES0_
_ZZ4mainENUlvE_4_FUNEv
_ZZ4mainENKUlTyT_E_clIiEEDaS_
_ZZ4mainENKUlTyTyT_T0_E_clIidEEDaS_S0_
_ZZ4mainENKUlTniE_clILi3EEEDav
_ZZ4mainENKUlTpTyDpT_E_clIJiEEEDaS1_
_ZN12_GLOBAL__N_16helperEv
_ZN12_GLOBAL__N_113kernel_helperIfEEvPT_
_ZN12_GLOBAL__N_11AC2Ev
_ZNSt6vectorIiSaIiEE9push_backERKi
_ZNSt6vectorIiSaIiEEixEm
_ZNKSt6vectorIiSaIiEE4sizeEv
_ZNSt6vectorIfSaIfEEC2Ev
_ZNSt6vectorIfSaIfEED2Ev
_ZNSt3mapIiSsSt4lessIiESaISt4pairIKiSsEEEixERS3_
_ZNSt8functionIFviEEclEi
_ZNSt10unique_ptrIiSt14default_deleteIiEED2Ev
_ZNSt10shared_ptrIfEC1ERKS0_
_ZNKSt3__112basic_stringIcNS_11char_traitsIcEENS_9allocatorIcEEE4sizeEv
_ZNSt3__16vectorIiNS_9allocatorIiEEE9push_backEOi
_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EPKcRKS3_
_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev
_Z3fooB5cxx11v
_ZNSsC1Ev
_ZNSsD1Ev
_ZNSoD0Ev
_ZNSiC2Ev
_ZNSdD2Ev
_ZNSaIcEC1Ev
_ZNSaIcED2Ev
_ZNSbIwSt11char_traitsIwESaIwEE4sizeEv
_Z1fSs
_Z1fSa
_Z1fSaIiE
_Z1fSo
_Z1fRSi
_Z1fSd
_Z1fSb
_ZStlsRSoPKc
_ZStlsISt11char_traitsIcEERSt13basic_ostreamIcT_ES5_PKc
_ZSt4moveIRiEONSt16remove_referenceIT_E4typeEOS2_
_ZSt7forwardIiEOT_RNSt16remove_referenceIS0_E4typeE
_ZN3FooC1Ev
_ZN3FooC2Ev
_ZN3FooC1ERKS_
_ZN3FooC1EOS_
_ZN3FooD0Ev
_ZN3FooD1Ev
_ZN3FooD2Ev
_ZN5space3FooIiEC1Ev
_ZN5space3FooIiED2Ev
_ZN3FooaSERKS_
_ZN3FooaSEOS_
_ZN3FooplERKS_
_ZNK3FooplERKS_
_ZN3FoomiERKS_
_ZN3FoomlEi
_ZN3FoodvEi
_ZN3FoormEi
_ZN3FooeqERKS_
_ZNK3FooneERKS_
_ZNK3FooltERKS_
_ZNK3FoossERKS_
_ZN3FooixEm
_ZNK3FooixEm
_ZN3FooclEv
_ZN3FooclEii
_ZN3FooppEv
_ZN3FooppEi
_ZN3FoommEv
_ZN3FoonwEm
_ZN3FoodlEPv
_ZN3FoonaEm
_ZN3FoodaEPv
_ZN3FoolsEi
_ZN3FoorsEi
_ZN3FoocoEv
_ZN3FoontEv
_ZN3FooaaERKS_
_ZN3FooooERKS_
_ZN3FooptEv
_ZN3FoopmEi
_ZN3FoocmERKS_
_ZN3FooawEv
_ZN3FoopLERKS_
_ZN3FoomIERKS_
_ZN3FoocviEv
_ZNK3FoocvbEv
_ZN3FoocvPKcEv
_ZN3FoocvT_IiEEv
_ZNK3FoocvSt6vectorIT_SaIS1_EEIiEEv
_Zli2_xPKcm
_ZN3Foo3barEv
_ZNK3Foo3barEv
_ZNV3Foo3barEv
_ZNVK3Foo3barEv
_ZNR3Foo3barEv
_ZNO3Foo3barEv
_ZNKR3Foo3barEv
_ZNKO3Foo3barEv
_ZNH3Foo3barES_i
_ZN1A1B1C1D1fEv
_ZN5Outer5InnerIiE1fIdEEvT_
_ZN5Outer5InnerIiE1fIdEEvT_.kd
_ZTV3Foo
_ZTVN5space3FooE
_ZTVN12_GLOBAL__N_13FooE
_ZTI3Foo
_ZTIi
_ZTIPKc
_ZTS3Foo
_ZTSN5space3FooIiEE
_ZTT3Foo
_ZTC3Foo0_3Bar
_ZThn8_N3Foo3barEv
_ZThn16_N3FooD1Ev
_ZTv0_n24_N3Foo3barEv
_ZTch0_h8_N3Foo5cloneEv
_ZTcv0_n12_v0_n16_N3Foo5cloneEv
_ZGVZ4mainE1x
_ZGVZ4mainE1x_0
_ZGVN5space1xE
_ZGR1x_
_ZGR1x0_
_ZTW1x
_ZTH1x
_ZTAXtl3FooLi1EEE
_ZZ4mainE1x
_ZZ4mainE1x_0
_ZZ4mainE1x__12_
_ZZ1fvEs
_ZZ1fvEs_0
_ZZ1fiEd_NKUlvE_clEv
_ZZN3Foo3barEvE1x
_ZZ4mainEN3Foo3barEv
___Z3foov_block_invoke
___Z3foov_block_invoke_2
___Z3foov_block_invoke12
___Z3foov_block_invoke.cold
____Z3foov_block_invoke
___Z3foov_block_invoke_
___Z3foov
__Z3foov
__Z3foov_block_invoke
_Z3foov_block_invoke
._Z3foov
._Z3foov.cold
.._Z3foov
.___Z3foov_block_invoke
__imp__Z3foov
__imp___Z3foov
__imp_3Foo
__imp_i
__imp_
__imp_._Z3foov
_Z3foov.cold
_Z3foov.cold.1
_Z3foov.llvm.1234
_Z3foov.llvm.8421623047208532719
_Z3foov.part.0
_Z3foov.isra.0
_Z3foov.constprop.0
_Z3foov.constprop.0.isra.0
_Z3foov.
_Z3foov.kd.kd
_ZN12_GLOBAL__N_16helperEv.llvm.77
_Z3barv.cold
_Z1fPFviE
_Z1fPFivE
_Z1fPFPFviEvE
_Z1fRFviE
_Z1fPKFviE
_Z1fPFvvRE
_Z1fPFvvOE
_Z1fPDoFvvE
_Z1fPFviz
_Z1fPFvizE
_Z1fM3FooFviE
_Z1fM3FooKFviE
_Z1fM3FooFviRE
_Z1fM3Fooi
_Z1fM3FooPi
_Z1fM3FooA5_i
_Z1fA5_i
_Z1fRA5_i
_Z1fPA5_i
_Z1fPA5_A6_i
_Z1fRA5_KPFviE
_Z1fA_i
_Z1fPA_i
_Z1fAszT__i
_Z1fPKc
_Z1fPVi
_Z1fPrVKi
_Z1fRKi
_Z1fOi
_Z1fRKPKc
_Z1fPPPi
_Z1fDn
_Z1fDa
_Z1fDc
_Z1fDi
_Z1fDs
_Z1fDu
_Z1fDh
_Z1fDF16_
_Z1fDF32_
_Z1fDF16b
_Z1fDd
_Z1fDe
_Z1fDf
_Z1fDB8_
_Z1fDU64_
_Z1fCd
_Z1fGf
_Z1fe
_Z1fg
_Z1fn
_Z1fo
_Z1fw
_Z1fz
_Z1fiz
_Z1fDv4_f
_Z1fDv2_d
_Z1fDv16_h
_Z1fDv4_fS_
_Z1fDv_f
_Z1fDv4_p
_Z1fU8__vectori
_Z1fPU3AS1i
_Z1fPU3AS3f
_Z1fPU3AS1KiPU3AS3f
_Z1fPU5AS999i
_Z1fU7__localPi
_Z1fPU11objcproto1A11objc_object
_Z1fPU11objcproto1A3Foo
_Z14opencl_kernelPU3AS1fPU3AS1Kfi
_Z1fTs3Foo
_Z1fTu3Foo
_Z1fTe3Foo
_Z1fu6__uuid
_Z1fu11__underlyingIiE
_ZN3FooB5cxx113barEv
_ZN3Foo3barB3abiEv
_Z3fooB3abiB3defv
_ZN3FooUt_E
_ZN3FooUt0_E
_ZN3FooUb_E
_ZN3FooDC1a1bEE
_ZDC1a1bE
_ZN1AF1fEv
_ZW3Mod3foov
_ZW3ModW3Sub3foov
_ZWP4Part3foov
_ZGIW3Mod
_Z1fIiEvT_
_Z1fIiEvT_S_
_Z1fIicEvT_T0_
_Z1fIiEvPT_
_Z1fIiEvRKT_
_Z1fI3FooEvT_
_Z1fIN5space3FooEEvT_
_Z1fISt6vectorIiSaIiEEEvT_
_Z1fIPFviEEvT_
_Z1fIA5_iEvRT_
_Z1fIiLi3EEvT_
_Z1fI3FooIiEEvv
_Z1fIiE1gIdE
_ZN1AIiE1fIdEEvT_
_ZN1AIiE1fIdEEvT_TL0__
_Z1fITtTyE3FooEvv
_Z1fIiQ1CIT_EEvv
_Z1fIiEvv.kd
_Z1fIXtl3FooLi1EEEEvv
_Z1fIXtlN5space3FooEEEEvv
_Z1fIXadL_Z1gvEEEvv
_Z1fIXadL_ZN3Foo3barEvEEEvv
_Z1fIXfLplT_Li0EEEvv
_Z1fIXspT_EEvv
_Z1fIXsZT_EEvv
_Z1fIXsPiEEEvv
_Z1fILDnEEvv
_Z1fIXLA5_cEEEvv
_Z1fIXcvT_Li0EEEvv
_Z1fIXscT_Li0EEEvv
_Z1fIXrcPiLi0EEEvv
_Z1fIXdcP3FooLi0EEEvv
_Z1fIXccPiLi0EEEvv
_Z1fIXquLb1ELi1ELi2EEEvv
_Z1fIXngLi1EEEvv
_Z1fIXntLb0EEEvv
_Z1fIXcoLi1EEEvv
_Z1fIXaaLb1ELb0EEEvv
_Z1fIXatiEEvv
_Z1fIXazLi1EEEvv
_Z1fIXstiEEvv
_Z1fIXtiiEEvv
_Z1fIXteLi1EEEvv
_Z1fIXnxLi1EEEvv
_Z1fIXtwLi1EEEvv
_Z1fIXtrEEvv
_Z1fIXu8__uuidoftiEEvv
_Z1fIXcl1gLi1EEEEvv
_Z1fIXsr3Foo1xEEvv
_Z1fIXsrN3Foo3BarE1xEEvv
_Z1fIXgs1xEEvv
_Z1fIXgsnw_iEEEvv
_Z1fIXnwLi1E_ipiLi2EEEEvv
_Z1fIXnaLi1E_iEEEvv
_Z1fIXdlLi0EEEvv
_Z1fIXgsdaLi0EEEvv
_Z1fIXilLi1ELi2EEEEvv
_Z1fIXtliLi1EEEEvv
_Z1fIXtl3FoodiLi1ELi1EEEEvv
_Z1fIXtl3FoodxLi0ELi1EEEEvv
_Z1fIXtl3FoodXLi0ELi2ELi1EEEEvv
_Z1fIXmc3FooLi0ELi8EEEEvv
_Z1fIXso3FooLi0ELi8EEEEvv
_Z1fIXso3FooLi0En8_0pEEEvv
_Z1fIXdtfp_1xEEvv
_Z1fIXptfp_1xEEvv
_Z1fIXdsfp_fp0_EEvv
_Z1fIXixfp_Li0EEEvv
_Z1fIXppfp_EEvv
_Z1fIXpp_fp_EEvv
_Z1fIXaSfp_Li1EEEvv
_Z1fIXpLfp_Li1EEEvv
_Z1fIXcmLi1ELi2EEEvv
_Z1fIXssLi1ELi2EEEvv
_Z1fIXflplT_EEvv
_Z1fIXfrplT_EEvv
_Z1fIXfRplT_Li0EEEvv
_Z1fIXfpTEEvv
_Z1fIXfL0p_EEvv
_Z1fIXLUlvE_EEEvv
_Z1fIXrqXLi1EEEEvv
_Z1fIXrQPi_XdefL0p_ENREEEvv
_Z1fIiEvPDoFvvE
_Z1fIiEvPDOLb1EEFvvE
_Z1fIiEvPDwiEFvvE
_Z1fIiEvPDxFvvE
_Z1fIiEvPFYvvE
_Z1fPDk3FooE
_Z1fDk3Foo
_Z1fDK3Foo
_Z1fDt1xE
_Z1fDTadL_Z1gvEE
_Z1fv.__uniq.123456789
_ZN3Foo3barEv.__uniq.1
_Z1fUa9enable_ifIXLi1EEEv
_Z1fIiEvUa9enable_ifIXLb1EEEv
_ZNKSt3__110__function6__funcIZ4mainE3$_0NS_9allocatorIS2_EEFvvEEclEv
_ZZ1fvENK3$_0clEv
_ZN4llvm5APIntC1Ejmb
_ZN4llvm11raw_ostreamlsEPKc
_ZN4llvm3sys2fs6detail28directory_iterator_constructERNS2_12DirIterStateENS_9StringRefEb
__hip_cuid_0a1b
__hip_fatbin
__hip_gpubin_handle
__cuda_fatbin_wrapper
foo
foo.kd
main
kernel.kd
_start
__do_global_ctors_aux
.text
.rodata
$x
_Z
_Z3
_Z3fo
_Z3foo
_Z3fooP
_Z3fooPi.
_ZN
_ZN3Foo
_ZN3Foo3bar
_ZN3Foo3barE
_ZN3FooC
_ZN3FooC7Ev
_ZN3FooD3Ev
_ZTV
_ZTV3
_ZZ4mainE
_ZZ4mainENKUlvE_
_ZZ4mainENKUlvE_clE
_Z1fIiE
_Z1fIiEv
_Z1fILi5EEv
_Z1fILi5
_Z1fILi5E
_Z1fIXplLi1E
_Z1fPA5
_Z3fooS_
_Z3fooPiS0_
_Z3fooPiS_S0_
_Z1fT_
_Z1fIiEvT0_
_Z1fIiEvTL0__
_Z1fSz
_Z1fSt
_ZSt
_ZNSt
_Z1fDv
_Z1fDx
_Z1fDy
_Z1fDwiE
_Z1fU
_Z1fU0_i
_Z1fB
_Z3fooB0_v
_ZSt6vectorIiE
_Z1fILd3ff0EEvv
_Z1fILf3F800000EEvv
_Z1fLi5E
_Z1fIL
_Z1fIXE
_Z4abcd
_Z0v
_Z4294967297av
_Z18446744073709551619abcv
_Z99999999999999999999999999abc
_Z1fIiEvS999999999999999_
_Z1fIiEvT99999999999999999999_
_R3foo
_RNvC3foo3bar
_D3foo
_D3foo3barFZv
_Dmain
_D8demangle4testi
_D3std5stdio12__ModuleInfoZ
_D8demangle4test6__initZ
_D8demangle9__S2141644testi
_D1a1bQeZ
_D1i1aQd
_D1af
._D1aZ
?foo@@YAXXZ
??0Foo@@QEAA@XZ
_Zpl
_Znwm
_ZdlPv
_Znam
_ZdaPv
_ZdlPvm
_ZnwmRKSt9nothrow_t
_Zi
_Zv
i
Pi
3Foo
_Z1fv_
_Z1fvE
_Z1fv1
_Z1fv$
_Z1f$v
_Z2$$v
_Z2a.v
"""


def hand_picked():
    return [line for line in HAND_PICKED.split("\n") if line]


def generated_sample():
    return diff_demangle.generate(2024, 250)


def real_symbols():
    if not os.path.exists(LIBLLVM):
        return []
    out = subprocess.run(["nm", "-D", "--defined-only", LIBLLVM], stdout=subprocess.PIPE, check=True).stdout.decode()
    names = sorted({line.split()[-1].split("@")[0] for line in out.splitlines() if "_Z" in line})
    step = max(1, len(names) // 150)
    return names[::step][:150]


def oracle(names):
    """Argument mode, so names are demangled whole (stdin mode would split
    them at characters outside [A-Za-z0-9_.$])."""
    results = []
    for start in range(0, len(names), 200):
        chunk = names[start:start + 200]
        out = subprocess.run([CXXFILT] + chunk, stdout=subprocess.PIPE, check=True).stdout.decode()
        lines = out.split("\n")[: len(chunk)]
        assert len(lines) == len(chunk), "llvm-cxxfilt printed an unexpected number of lines"
        results.extend(lines)
    return results


def main():
    names = []
    seen = set()
    for name in hand_picked() + generated_sample() + real_symbols():
        if name not in seen and "\t" not in name and "\n" not in name:
            seen.add(name)
            names.append(name)
    expected = oracle(names)
    path = os.path.join(HERE, "corpus.tsv")
    with open(path, "w") as f:
        for name, text in zip(names, expected):
            f.write("%s\t%s\n" % (name, text))
    demangled = sum(1 for n, t in zip(names, expected) if n != t)
    print("wrote %s: %d names, %d demangled by %s" % (path, len(names), demangled, CXXFILT))


if __name__ == "__main__":
    main()
