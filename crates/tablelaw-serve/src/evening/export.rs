//! The evening exported (filled in once the scoring is wired).
