//! The learner record.
