#!/usr/bin/env python3
"""Regenerates tests/msvc_corpus.tsv: `mangled TAB expected`, one per line.

The expected text is always what `llvm-undname-19` prints for the name (LLVM's
`microsoftDemangle` with no flags, as llvm-objdump -C uses it): the demangled text,
or `error: Invalid mangled name`. Nothing here is typed by hand except the inputs,
which come from:

1. the inputs of LLVM's own tests (llvm/test/Demangle/ms-*.test and the Microsoft
   names of invalid-manglings.test), as far as they were available (ms-operators,
   ms-arg-qualifiers, ms-auto-templates, ms-placeholder-return-type, ms-options), and more names
   of the same kinds (kernels, templates, special names, thunks);
2. hostile names (truncations, junk, huge numbers, deep nesting);
3. a fixed sample from scripts/diff_demangle_ms.py's generator (seed 2024).

    python3 demangle/tests/gen_msvc_corpus.py
"""

import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "scripts"))
import demangle_harness as harness  # noqa: E402
import diff_demangle_ms  # noqa: E402

LLVM_TESTS = r"""
?TestNonTemplateAuto@@YA@XZ
??$AutoT@X@@YA?A_PXZ
??$AutoT@X@@YA?B_PXZ
??$AutoT@X@@YA?A_TXZ
??$AutoT@X@@YA?B_TXZ
?func@MyClass@@UEAAHHH@Z
?array2d@@3PAY09HA
?a@abc@@3PAY09HA
?x@@3PEAEEA
??0Base@@QEAA@XZ
??1Base@@UEAA@XZ
??2@YAPEAX_K@Z
??3@YAXPEAX_K@Z
??4Base@@QEAAHH@Z
??6Base@@QEAAHH@Z
??5Base@@QEAAHH@Z
??7Base@@QEAAHXZ
??8Base@@QEAAHH@Z
??9Base@@QEAAHH@Z
??ABase@@QEAAHH@Z
??BBase@@QEAAHXZ
??CBase@@QEAAHXZ
??DBase@@QEAAHXZ
??EBase@@QEAAHXZ
??EBase@@QEAAHH@Z
??FBase@@QEAAHXZ
??FBase@@QEAAHH@Z
??GBase@@QEAAHH@Z
??HBase@@QEAAHH@Z
??IBase@@QEAAHH@Z
??JBase@@QEAAHH@Z
??KBase@@QEAAHH@Z
??LBase@@QEAAHH@Z
??MBase@@QEAAHH@Z
??NBase@@QEAAHH@Z
??OBase@@QEAAHH@Z
??PBase@@QEAAHH@Z
??QBase@@QEAAHH@Z
??RBase@@QEAAHXZ
??SBase@@QEAAHXZ
??TBase@@QEAAHH@Z
??UBase@@QEAAHH@Z
??VBase@@QEAAHH@Z
??WBase@@QEAAHH@Z
??XBase@@QEAAHH@Z
??YBase@@QEAAHH@Z
??ZBase@@QEAAHH@Z
??_0Base@@QEAAHH@Z
??_1Base@@QEAAHH@Z
??_2Base@@QEAAHH@Z
??_3Base@@QEAAHH@Z
??_4Base@@QEAAHH@Z
??_5Base@@QEAAHH@Z
??_6Base@@QEAAHH@Z
??_7Base@@6B@
??_7A@B@@6BC@D@@@
??_7A@B@@6BC@D@@E@F@@@
??_7A@B@@6BC@D@@E@F@@G@H@@@
??_8Middle2@@7B@
??_7A@@6BB@@@
??_7A@@6BB@@C@@@
??_7A@@6BB@@C@@D@@@
??_9Base@@$B7AA
??_B?1??getS@@YAAAUS@@XZ@51
??_C@_02PCEFGMJL@hi?$AA@
??_DDiamond@@QEAAXXZ
??_EBase@@UEAAPEAXI@Z
??_EBase@@G3AEPAXI@Z
??_F?$SomeTemplate@H@@QAEXXZ
??_GBase@@UEAAPEAXI@Z
??_H@YAXPEAX_K1P6APEAX0@Z@Z
??_I@YAXPEAX_K1P6AX0@Z@Z
??_JBase@@UEAAPEAXI@Z
??_KBase@@UEAAPEAXI@Z
??_LBase@@UEAAPEAXI@Z
??_MBase@@UEAAPEAXI@Z
??_NBase@@UEAAPEAXI@Z
??_O?$SomeTemplate@H@@QAEXXZ
??_SBase@@6B@
??_TDerived@@QEAAXXZ
??_U@YAPEAX_KAEAVklass@@@Z
??_V@YAXPEAXAEAVklass@@@Z
??_R0?AUBase@@@8
.?AUBase@@
??_R1A@?0A@EA@Base@@8
??_R2Base@@8
??_R3Base@@8
??_R4Base@@6B@
??__EFoo@@YAXXZ
??__E?i@C@@0HA@@YAXXZ
??__FFoo@@YAXXZ
??__F_decisionToDFA@XPathLexer@@0V?$vector@VDFA@dfa@antlr4@@V?$allocator@VDFA@dfa@antlr4@@@std@@@std@@A@YAXXZ
??__J?1??f@@YAAAUS@@XZ@51
??__K_deg@@YAHO@Z
?foo@@YAXI@Z
?foo_pad@@YAXPAD@Z
?foo_pad@@YAXPEAD@Z
?foo_pbd@@YAXPBD@Z
?foo_pcd@@YAXPECD@Z
?foo_qad@@YAXQAD@Z
?foo_rad@@YAXREAD@Z
?foo_sad@@YAXSAD@Z
?foo_piad@@YAXPIAD@Z
?foo_qiad@@YAXQEIAD@Z
?foo_riad@@YAXRIAD@Z
?foo_siad@@YAXSEIAD@Z
?foo_papad@@YAXPAPAD@Z
?foo_papbd@@YAXPEAPEBD@Z
?foo_pbqad@@YAXPBQAD@Z
?foo_pcrbd@@YAXPECREBD@Z
?foo_aad@@YAXAAD@Z
?foo_abqbd@@YAXAEBQEBD@Z
?foo_aay144h@@YAXAAY144H@Z
?foo_aay144cbh@@YAXAEAY144$$CBH@Z
?foo_qay144h@@YAX$$QAY144H@Z
?foo_qay144cbh@@YAX$$QEAY144$$CBH@Z
?foo_p6ahxz@@YAXP6AHXZ@Z
?foo_a6ahxz@@YAXA6AHXZ@Z
?foo_q6ahxz@@YAX$$Q6AHXZ@Z
?foo_qay04h@@YAXQAY04H@Z
?foo_qay04cbh@@YAXQEAY04$$CBH@Z
?foo@@YAXPAY02N@Z
?foo_const@@YAXQBN@Z
?foo_volatile@@YAXQECN@Z
?foo@@YAXPAY02NQBNN@Z
?foo_fnptrconst@@YAXP6AXQAH@Z@Z
?foo_fnptrbackref1@@YAXP6AXQAH@Z1@Z
?foo_fnptrbackref4@@YAXP6AXPAH@Z1@Z
?ret_fnptrarray@@YAP6AXQAH@ZXZ
?mangle_no_backref0@@YAXQAHPAH@Z
?mangle_no_backref1@@YAXQAHQAH@Z
?mangle_no_backref2@@YAXP6AXXZP6AXXZ@Z
?mangle_yes_backref0@@YAXQAH0@Z
?mangle_yes_backref2@@YAXQBQ6AXXZ0@Z
?mangle_yes_backref3@@YAXQAP6AXXZ0@Z
?mangle_yes_backref4@@YAXQIAH0@Z
?pr23325@@YAXQBUS@@0@Z
?vla_arg@@YAXHQAY0A@H@Z
??0?$AutoNTTPClass@$MPEAH1?i@@3HA@@QEAA@XZ
??0?$AutoNTTPClass@$1?i@@3HA@@QEAA@XZ
??0?$AutoNTTPClass@$MPEAH1?i@@3HA$MPEAH1?j@@3HA@@QEAA@XZ
??0?$AutoNTTPClass@$MP6AHXZ1?Func@@YAHXZ@@QEAA@XZ
??0?$AutoNTTPClass@$1?Func@@YAHXZ$1?Func2@@YAHXZ@@QEAA@XZ
??$AutoFunc@$MPEAH1?i@@3HA@@YA?A?<auto>@@XZ
??$AutoFunc@$MP6AHXZ1?Func@@YAHXZ@@YA?A?<auto>@@XZ
??$AutoFunc@$MH00@@YA?A?<auto>@@XZ
??$AutoFunc@$00@@YA?A?<auto>@@XZ
??0?$AutoNTTPClass@$0A@@@QEAA@XZ
??0?$AutoNTTPClass@$MH0A@@@QEAA@XZ
??0?$AutoNTTPClass@$0A@$0A@$0GB@@@QEAA@XZ
??0?$AutoNTTPClass@$MH0A@$M_N0A@$MD0GB@@@QEAA@XZ
?ff@@$$J0YAXAU?$AS_@$0A@PEAU?$AS_@$0A@H@__clang@@@__clang@@@Z
?f0@@YAXPEU?$AS_@$00$$CAD@__clang@@@Z
?@@8
??
??0@
??B@$$J0
??B@4
?A?@?@???B@4D
?A?@?@???B@4DD
??$A@P15@
??$A@P
?A@@
?A@@P
?A@@4PQA@@
??__E
??__E@@
??__E?Foo@@0HA@@
??__E?i@C@@0HA@
??__E?Foo@@YAXXZ
?foo@@YAH0@Z
?foo@@YAHH
??8@8
?B@?$?K$H?
??C@$
?x@@3PAW
??}
?foo@?$?_
??_R4
??_R4foo@@
?foo@?$?BH@@QAEHXZ
?foo@?$?0H@
??_C@_0A@01234567@a
??_C@_1A@01234567@a
??_C@_0301234567@a
??_C@_1301234567@a
??_C@_0601234567@abcdefghijklmnopqrtsuvwxyzABCDEFGHIJKLMNOPQRTSUVWXYZabcdefghijklmnopqrtsuvwxyzABCDEFGHIJKLMNOPQRTSUVWXYZabcdefghijklmnopqrtsuvwxyz
??_C@_12@?z
??$foo@$1??_C@_02PCEFGMJL@hi?$AA@@
??_C@
??_C@_
??_C@_3
??_C@_01
??_C@_0101234567@
??_C@_0101234567@?
??_C@_0101234567@?$
??_C@_0101234567@?$za
??_C@_0101234567@?$az
??_C@_1201234567@a?$az
??@foo
?foo@@3YA@A
?foo@@3Y~01KA
?foo@@3Y0~1KA
?x@@3PEAY02$$CRHEA
?foo@@3_
?foo@@3_XA
?foo@@3Vbar
?foo@@3Vbar@
?foo@?A
?foo@?
?foo@??
?foo@?XX?
?foo@?A@?
?foo@?Q@?
?foo@?BQ@?
?foo@?0?
??_Sfoo@@1Abar@@
??_Bfoo@@1
??_R0
??_R0H
??_R0H@8foo
??_R1012?3foo@@
??_R2foo@@1
??_A
??_P
.?AUBase@@@8
??_C@_12EEHFKJGG@?$AAt?$AAe?$AAx@
??_C@_16EEHFKJGG@?$AAt?$AAe?$AAx@
??_C@_18EEHFKJGG@?$AAt?$AAe?$AAx@
??_C@_15EEHFKJGG@?$AAt?$AAe?$AAx?$AAx@
"""

MORE = r"""
?vector_add@@YAXPEAM00H@Z
?vectorAdd@@YAXPEBM0PEAMH@Z
??$scan_kernel@H$0BAA@@@YAXPEBHPEAHI@Z
??$gemm@M$0BA@$0BA@@@YAXPEBM0PEAMHHH@Z
?__device_stub__kernel@@YAXPEAMH@Z
?x@@3HA
?x@@3PEAHEA
?x@@3PEBHEB
?x@@3QEBHEB
?x@@3_NA
?x@@3_JA
?x@@3_KA
?x@@3_WA
?x@@3_SA
?x@@3_UA
?x@@3_QA
?x@@3$$TA
?x@@3MA
?x@@3NA
?x@@3OA
?x@@3DA
?x@@3CA
?x@@3EA
?x@@3FA
?x@@3GA
?x@@3IA
?x@@3JA
?x@@3KA
?x@@3Y01HA
?x@@3PEAY01HEA
?x@@3PEQfoo@@HEQ1@
?x@@3P8foo@@EAAXXZEQ1@
?x@@3TU@@A
?x@@3UU@@A
?x@@3VU@@A
?x@@3W4U@@A
?x@@3W5U@@A
?x@foo@bar@@2HA
?x@foo@@0HA
?x@foo@@1HB
?x@?1??f@@YAXXZ@4HA
?x@?A0x12345678@@3HA
?x@?A0x12345678@0@3HA
?f@foo@@QEAAXXZ
?f@foo@@QEBAXXZ
?f@foo@@QECAXXZ
?f@foo@@QEDAXXZ
?f@foo@@QEIAAXXZ
?f@foo@@QEFAAXXZ
?f@foo@@QEGAAXXZ
?f@foo@@QEHAAXXZ
?f@foo@@AEAAXXZ
?f@foo@@CAXXZ
?f@foo@@EEAAXXZ
?f@foo@@IEAAXXZ
?f@foo@@KAXXZ
?f@foo@@MEAAXXZ
?f@foo@@SAXXZ
?f@foo@@UEAAXXZ
?f@foo@@ZAXXZ
?f@@YAXXZ
?f@@YBXXZ
?f@@YCXXZ
?f@@YEXXZ
?f@@YGXXZ
?f@@YIXXZ
?f@@YMXXZ
?f@@YOXXZ
?f@@YQXXZ
?f@@YSXXZ
?f@@YWXXZ
?f@@YKXXZ
?f@@YAXZZ
?f@@YAXHZZ
?f@@YAXH@_E
?f@@YAX@Z
?f@@9
?f@@$$J0YAXXZ
?f@@$$J09
?f@C@@$4PPPPPPPM@A@AEXXZ
?f@C@@$R4BA@A@PPPPPPPM@7AEXXZ
?f@C@@W7EAAXXZ
?f@C@@O7EAAXXZ
?f@C@@G7AEXXZ
?f@@YAXP8S@@EAAXXZ@Z
?f@@YAXP8S@@EBAXXZ@Z
?f@@YAXPEQS@@H@Z
??$f@$E?x@@3HA@@YAXXZ
??$f@$1?x@@3HA@@YAXXZ
??$f@$1@@YAXXZ
??$f@$H?x@@YAXXZA@@@YAXXZ
??$f@$I?x@@YAXXZA@A@@@YAXXZ
??$f@$J?x@@YAXXZA@A@A@@@YAXXZ
??$f@$FA@A@@@YAXXZ
??$f@$GA@A@A@@@YAXXZ
??$f@$0?A@@@YAXXZ
??$f@$0PPPPPPPPPPPPPPPP@@@YAXXZ
??$f@$0?PPPPPPPPPPPPPPPP@@@YAXXZ
??$f@$$BY01H@@YAXXZ
??$f@$$CBH@@YAXXZ
??$f@$$YA@@@YAXXZ
??$f@$$YV?$A@H@@@@YAXXZ
??$f@$$$V@@YAXXZ
??$f@$S@@YAXXZ
??$f@H$$ZH@@YAXXZ
??$f@H$$VH@@YAXXZ
??$f@$$A6AXXZ@@YAXXZ
??$f@$$A8@@AEAAXXZ@@YAXXZ
??$f@P6AXXZ@@YAXXZ
??0?$A@H@@QEAA@XZ
??1?$A@H@@QEAA@XZ
??$?0H@A@@QEAA@XZ
??$?BH@S@@QEAAHXZ
??BS@@QEAA?BHXZ
??BS@@QEAAPEAHXZ
??BS@@QEAAP6AHXZXZ
?f@?$A@V?$B@H@@@@QEAAXV?$B@H@@@Z
?f@?$A@V?$B@H@@V1@@@YAXXZ
?f@@YAXV?$A@H@@V1@@Z
?f@@YAXV?$A@H@@0@Z
?f@@YAXPEAUS@@0@Z
?f@@YAXAEBV?$basic_string@DU?$char_traits@D@std@@V?$allocator@D@2@@std@@@Z
??_C@_0CA@BBHHKMJM@abcdefghijklmnopqrstuvwxyz?$AB?$AC?$AD?$AE?$AF@
??_C@_1BA@KFOBIOMM@?$AAa?$AAb?$AAc?$AAd?$AAe?$AAf?$AAg?$AA?$AA@
??_C@_13KDLDGPGJ@?$AA?7?$AA?$AA@
??_C@_01EEMJAFIK@?6?$AA@
??_C@_02PCEFGMJL@?$ID?$AA@
??_C@_05CJBACGMB@hello?$AA@
??_C@_0BB@GBJHHGFB@a?0b?1c?2d?3e?4f?5g?6h?7i?8j?9@
??_C@_0EA@ABCDEFGH@abcdefghijklmnopqrstuvwxyzabcdef@
??_C@_0EA@ABCDEFGH@a?$AAb?$AAc?$AAd?$AAe?$AAf?$AAg?$AAh?$AAi?$AAj?$AAk?$AAl?$AAm?$AAn?$AAo?$AAp?$AA@
??_C@_0EA@ABCDEFGH@a?$AA?$AA?$AAb?$AA?$AA?$AAc?$AA?$AA?$AAd?$AA?$AA?$AAe?$AA?$AA?$AAf?$AA?$AA?$AAg?$AA?$AA?$AAh?$AA?$AA?$AA@
??_C@_07ABCDEFGH@a?$AA?$AA?$AAb?$AA?$AA?$AA@
??_C@_09ABCDEFGH@?$AAa?$AAb?$AAc?$AAd?$AA@
??_C@_1EA@ABCDEFGH@?$AAa@
??_C@_0BA@ABCDEFGH@?a?z?A?Z?$PP?$HP@
??@8ba8d245c9eca390356129098dbe9f73@
??@8ba8d245c9eca390356129098dbe9f73@??_R4@
??@8ba8d245c9eca390356129098dbe9f73@trailing
.?AV?$vector@HV?$allocator@H@std@@@std@@
.?AW4E@@
.PEAH
.H
.?AUBase@@junk
??_R0PEAH@8
??_R0?AV?$A@H@@@8
??_7?$A@H@@6B@
??_7A@@6BB@C@@@@
??_7A@@7B@
??_7A@@6C@
??_7A@@6Q@
??_8A@@7BB@@@
??_9Base@@$BBA@AA
??_9Base@@$B7AE
??_B?1??f@@YAXXZ@4IA
??_B?1??f@@YAXXZ@4IA7
??__J?1??f@@YAXXZ@4IA
?f@?1??g@@YAXXZ@YAXXZ
?f@?BA@??g@@YAXXZ@YAXXZ
?f@?@??g@@YAXXZ@YAXXZ
?x@?1??g@@YAXXZ@?1??h@@YAXXZ@4HA
??__E?x@@3HA@YAXXZ
??__F?x@@3HA@YAXXZ
??__E?x@foo@@2HA@@YAXXZ
??__Ex@@3HA@YAXXZ
??__E?f@@YAXXZ
??__Ef@@YAXXZ
?x@@3Y01$$CXPAHA
?x@@3PEXPEAHA
?f@@7AAPAHXZ
?f@@YAXPEQ5@PAH@Z
?x@@3PEQA@@HEQ1@@
?x@@3HAjunk
?f@@YAXXZ@
?x@@3HB
?x@@3HC
?x@@3HD
?x@@3HQ
?x@@3HE
?f@@YAX_P@Z
?f@@YAXPEA__ptrauth0A@1@2@H@Z
?f@@$$hYAXXZ
??_C@_01ABCD@@
??_C@_1A@ABCD@@
??_C@_13EEHFKJGG@?$AAt?$AAe?$AAx@
?f@@YAXP6KXXZ@Z
?f@@YAXP6SXXZ@Z
?f@@YAXP6A$$A6AXXZXZ@Z
?f@@YA$$A6AXXZXZ
?f@@YAXQ6AXXZ@Z
?f@@YAXP6AXXZ0@Z
?f@@YAXPAHXPAH@Z
"""


def hand_picked():
    return [line for line in (LLVM_TESTS + MORE).split("\n") if line]


def hostile():
    names = []
    for depth in (10, 100, 255, 256, 300):
        names.append("?f@@YAX" + "PEA" * depth + "H@Z")
        names.append("?x@@3" + "V?$A@" * depth + "H" + "@@" * depth + "A")
    rng = random.Random(7)
    for _ in range(60):
        names.append(rng.choice(["?", "??", ".", "??_C@_", "??$"]) +
                     "".join(rng.choice(diff_demangle_ms.JUNK) for _ in range(rng.randrange(24))))
    return names


def main():
    names = []
    seen = set()
    for name in hand_picked() + hostile() + diff_demangle_ms.generate(2024, 400):
        if name not in seen and "\t" not in name and harness.undname_usable(name):
            seen.add(name)
            names.append(name)
    expected = harness.undname(names)
    path = os.path.join(HERE, "msvc_corpus.tsv")
    with open(path, "w") as f:
        for name, text in zip(names, expected):
            f.write("%s\t%s\n" % (name, text))
    demangled = sum(1 for t in expected if t != harness.UNDNAME_ERROR)
    print("wrote %s: %d names, %d demangled by %s" % (path, len(names), demangled, harness.UNDNAME))


if __name__ == "__main__":
    main()
