//! The error of the record readers (PBN and LIN): a malformed game or board,
//! with where and what, or the input failing.

/// An error reading a record. After a syntax error the reader has skipped
/// the rest of the game (PBN) or board (LIN); the next read goes on with the
/// one after it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// A malformed game or board.
    #[error("line {line}, column {column}: expected {expected}, found {found}")]
    Syntax {
        /// The line, from 1.
        line: usize,
        /// The column, from 1, in characters (a UTF-8 sequence counts as one).
        column: usize,
        /// What was expected there, as a phrase.
        expected: String,
        /// What was found: the offending text in backticks, or a description
        /// such as `the end of the line`.
        found: String,
    },
    /// The underlying reader failed.
    #[error("reading failed: {0}")]
    Io(#[from] std::io::Error),
    /// A game longer than the reader holds (a PBN game is kept whole while
    /// it is read): most often a blank line missing between games, or input
    /// that is not PBN. The rest of the input is not read.
    #[error(
        "line {line}: a game longer than {} MiB, the most a game may be: is a blank line missing between games? The rest of the input is not read",
        limit >> 20
    )]
    GameTooLarge {
        /// The line the game starts on.
        line: usize,
        /// The limit, in bytes.
        limit: usize,
    },
}

impl ReadError {
    /// The line and the column of a syntax error.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            ReadError::Syntax { line, column, .. } => Some((*line, *column)),
            ReadError::Io(_) | ReadError::GameTooLarge { .. } => None,
        }
    }
}
