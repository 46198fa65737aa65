//! Law 46 (duplicate 2007 and 2017, and rubber applying the 2007 wording):
//! calling a card from dummy. Each test is named after the clause and edition
//! it checks; seed 003 has the text of both editions side by side.

use proptest::prelude::*;
use tablelaw::designation::{
    ContextProblem, DesignationErrorKind, DummyContext, DummySituation, PrecedingTrick, Resolution,
    Spoken, SuitName, parse, resolve,
};
use tablelaw::{Card, CardSet, CodeId, Rank, Suit};

const D07: CodeId = CodeId::Duplicate2007;
const D17: CodeId = CodeId::Duplicate2017;
const RUBBER: CodeId = CodeId::Rubber;

fn c(s: &str) -> Card {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn set(s: &str) -> CardSet {
    s.split_whitespace().map(c).collect()
}

fn situation(dummy: &str, trick: &str, trump: Option<Suit>) -> DummySituation {
    DummySituation {
        dummy: set(dummy),
        trick: trick.split_whitespace().map(c).collect(),
        trump,
        ..DummySituation::default()
    }
}

fn ctx(dummy: &str, trick: &str, trump: Option<Suit>) -> DummyContext {
    situation(dummy, trick, trump).validate().unwrap()
}

fn rule(code: CodeId, words: &str, ctx: &DummyContext) -> Resolution {
    let spoken = parse(words).unwrap_or_else(|e| panic!("{words}: {e}"));
    resolve(code, &spoken, ctx)
}

/// Asserts the card deemed called and the clause, returns the resolution.
#[track_caller]
fn card(code: CodeId, words: &str, ctx: &DummyContext, expect: &str, law: &str) -> Resolution {
    let r = rule(code, words, ctx);
    assert_eq!(r.card(), Some(c(expect)), "{code} `{words}`: {r}");
    assert_eq!(r.law().path(), law, "{code} `{words}`: {r}");
    assert_eq!(r.law().code, code);
    r
}

/// Asserts declarer must designate among `candidates` under `law`.
#[track_caller]
fn designate(
    code: CodeId,
    words: &str,
    ctx: &DummyContext,
    candidates: &str,
    law: &str,
) -> Resolution {
    let r = rule(code, words, ctx);
    match &r {
        Resolution::DeclarerMustDesignate {
            candidates: got, ..
        } => {
            assert_eq!(*got, set(candidates), "{code} `{words}`: {r}")
        }
        _ => panic!("{code} `{words}`: expected declarer to designate, got {r}"),
    }
    assert_eq!(r.law().path(), law, "{code} `{words}`: {r}");
    r
}

#[track_caller]
fn void_call(words: &str, ctx: &DummyContext) {
    for code in [D07, RUBBER] {
        let r = rule(code, words, ctx);
        assert!(
            matches!(r, Resolution::VoidCall { .. }),
            "{code} `{words}`: {r}"
        );
        assert_eq!(r.law().path(), "46B4");
        assert_eq!(r.candidates(), ctx.legal());
        assert!(r.reason().contains("void"), "{r}");
    }
    let r = rule(D17, words, ctx);
    assert!(
        matches!(r, Resolution::InvalidCall { .. }),
        "2017 `{words}`: {r}"
    );
    assert_eq!(r.law().path(), "46B4");
    assert_eq!(r.candidates(), ctx.legal());
    assert!(r.reason().contains("invalid"), "{r}");
}

const S: Option<Suit> = Some(Suit::Spades);
const NT: Option<Suit> = None;

mod clauses;
mod context;
mod parse;
mod wording;
