//! The one referee interface every code of laws implements.

mod election;

pub use election::{Election, Elector, Needs};
