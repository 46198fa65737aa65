//! `check` never panics on garbage made of what its newer rules read
//! (irregularity marks, `+` and `*`, tables of §5, results lines of LIN),
//! in either mode, PBN and LIN.

use proptest::prelude::*;
use tablelaw::CodeId;
use tablelaw_formats::check::{Mode, check_lin, check_pbn_in};

/// Pieces of PBN that the marks, the `+` rules and the tables read.
const PBN: &[&str] = &[
    "[Dealer \"N\"]\n",
    "[Vulnerable \"None\"]\n",
    "[Deal \"N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\"]\n",
    "[Declarer \"^S\"]\n",
    "[Declarer \"E\"]\n",
    "[Contract \"2S\"]\n",
    "[Contract \"Pass\"]\n",
    "[Result \"^13\"]\n",
    "[Result \"8\"]\n",
    "[Auction \"N\"]\n",
    "[Auction \"E\"]\n",
    "[Play \"E\"]\n",
    "[Play \"S\"]\n",
    "[ActionTable \"Rank;Call\\4L\"]\n",
    "[Scoring \"IMP;??\"]\n",
    "[Event \"#\"]\n",
    "[Deal \"#\"]\n",
    "1S ",
    "Pass ",
    "2S ",
    "1N ",
    "AP ",
    "X ",
    "^I ",
    "^S ",
    "^R ",
    "^L ",
    "- ",
    "+ ",
    "* ",
    "DK ",
    "D6 ",
    "D2 ",
    "DA ",
    "C8 ",
    "CQ ",
    "CK ",
    "C2 ",
    "H2 ",
    "\"a b\" ",
    "; c\n",
    "{ c } ",
    "% x\n",
    "\n",
    "\n\n",
    "\t",
    "=1= ",
    "$3 ",
];

/// Pieces of LIN, the results line among them.
const LIN: &[&str] = &[
    "vg|a,b,I,1,2,H,0,A,0|",
    "rs|2SN=,3NS-1,,P,7NTXXE+9,|",
    "rs||",
    "pn|s,w,n,e|",
    "qx|o1|",
    "qx|c1|",
    "qx|x|",
    "md|3SAJ92H874DJT6CAQ3,S7643HQT3D32CKJ96,SKT8HA96DA95C7542,|",
    "sv|o|",
    "mb|1S|",
    "mb|p|",
    "mb|2S|",
    "pc|DK|",
    "pc|DA|",
    "pc|D6|",
    "mc|8|",
    "mc|14|",
    "\n",
    "|",
];

fn pbn_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(PBN), 0..60).prop_map(|v| v.concat())
}

fn lin_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(LIN), 0..40).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn pbn_garbage_of_marks_plus_and_tables_never_panics(text in pbn_text()) {
        for mode in [Mode::Import, Mode::Strict] {
            check_pbn_in(text.as_bytes(), CodeId::Duplicate2017, mode, |_| {}, |_| {});
        }
    }

    #[test]
    fn lin_garbage_with_results_lines_never_panics(text in lin_text()) {
        let _ = check_lin(text.as_bytes(), CodeId::Duplicate2017);
    }
}
