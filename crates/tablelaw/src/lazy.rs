//! Storage that a regular deal leaves empty, dropped without a call
//! (issue 39). A state's rarely written parts (the records only
//! irregularities make, a table's checkpoints) live behind one pointer made
//! at their first write; the compiler's drop of such a pointer or an empty
//! list is a function of its own, called and left at every deal. These
//! wrappers test for the empty case inline and call out only when there is
//! something to free.

use core::mem::ManuallyDrop;
use core::ops::{Deref, DerefMut};

/// An `Option<Box<T>>` whose drop, when `None`, is one inline test.
pub(crate) struct LazyBox<T>(ManuallyDrop<Option<Box<T>>>);

impl<T> LazyBox<T> {
    /// Nothing made yet.
    pub(crate) const fn none() -> LazyBox<T> {
        LazyBox(ManuallyDrop::new(None))
    }
}

impl<T> Default for LazyBox<T> {
    #[inline]
    fn default() -> Self {
        LazyBox::none()
    }
}

impl<T> Drop for LazyBox<T> {
    #[inline]
    fn drop(&mut self) {
        if self.0.is_some() {
            free(self.0.take());
        }
    }
}

/// Drops what was made, out of the regular path.
#[cold]
#[inline(never)]
fn free<T>(value: T) {
    drop(value);
}

impl<T> Deref for LazyBox<T> {
    type Target = Option<Box<T>>;
    #[inline]
    fn deref(&self) -> &Option<Box<T>> {
        &self.0
    }
}

impl<T> DerefMut for LazyBox<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut Option<Box<T>> {
        &mut self.0
    }
}

impl<T: Clone> Clone for LazyBox<T> {
    fn clone(&self) -> Self {
        LazyBox(ManuallyDrop::new((*self.0).clone()))
    }

    fn clone_from(&mut self, source: &Self) {
        (*self.0).clone_from(&source.0);
    }
}

impl<T: core::fmt::Debug> core::fmt::Debug for LazyBox<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        (*self.0).fmt(f)
    }
}

impl<T: PartialEq> PartialEq for LazyBox<T> {
    fn eq(&self, other: &Self) -> bool {
        *self.0 == *other.0
    }
}

impl<T: Eq> Eq for LazyBox<T> {}

impl<T> From<Option<Box<T>>> for LazyBox<T> {
    fn from(value: Option<Box<T>>) -> Self {
        LazyBox(ManuallyDrop::new(value))
    }
}

/// A `Vec<T>` whose drop, when it has never held anything, is one inline
/// test.
pub(crate) struct LazyVec<T>(ManuallyDrop<Vec<T>>);

impl<T> LazyVec<T> {
    /// An empty list, nothing allocated.
    pub(crate) const fn new() -> LazyVec<T> {
        LazyVec(ManuallyDrop::new(Vec::new()))
    }
}

impl<T> Default for LazyVec<T> {
    #[inline]
    fn default() -> Self {
        LazyVec::new()
    }
}

impl<T> Drop for LazyVec<T> {
    #[inline]
    fn drop(&mut self) {
        if self.0.capacity() != 0 {
            free(core::mem::take(&mut *self.0));
        }
    }
}

impl<T> Deref for LazyVec<T> {
    type Target = Vec<T>;
    #[inline]
    fn deref(&self) -> &Vec<T> {
        &self.0
    }
}

impl<T> DerefMut for LazyVec<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut Vec<T> {
        &mut self.0
    }
}

impl<T: Clone> Clone for LazyVec<T> {
    fn clone(&self) -> Self {
        LazyVec(ManuallyDrop::new((*self.0).clone()))
    }

    fn clone_from(&mut self, source: &Self) {
        (*self.0).clone_from(&source.0);
    }
}

impl<T: core::fmt::Debug> core::fmt::Debug for LazyVec<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        (*self.0).fmt(f)
    }
}

impl<T> From<Vec<T>> for LazyVec<T> {
    fn from(value: Vec<T>) -> Self {
        LazyVec(ManuallyDrop::new(value))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[test]
    fn what_was_made_is_dropped() {
        let counted = Rc::new(());
        let b: LazyBox<Rc<()>> = Some(Box::new(Rc::clone(&counted))).into();
        let v: LazyVec<Rc<()>> = vec![Rc::clone(&counted), Rc::clone(&counted)].into();
        let c = b.clone();
        assert_eq!(Rc::strong_count(&counted), 5);
        drop((b, v));
        assert_eq!(Rc::strong_count(&counted), 2);
        drop(c);
        assert_eq!(Rc::strong_count(&counted), 1);
    }

    #[test]
    fn a_list_emptied_keeps_and_then_frees_its_memory() {
        let counted = Rc::new(());
        let mut v: LazyVec<Rc<()>> = LazyVec::new();
        v.push(Rc::clone(&counted));
        v.clear();
        assert!(v.capacity() > 0);
        v.push(Rc::clone(&counted));
        drop(v);
        assert_eq!(Rc::strong_count(&counted), 1);
        let none: LazyBox<Rc<()>> = LazyBox::none();
        assert!(none.is_none());
    }
}
