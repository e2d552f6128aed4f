//! A problem found in the content, naming its file and id.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub file: String,
    pub id: String,
    pub message: String,
}

impl Problem {
    pub fn new(file: &str, id: &str, message: String) -> Self {
        Problem { file: file.to_string(), id: id.to_string(), message }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}: {}", self.file, self.id, self.message)
    }
}
