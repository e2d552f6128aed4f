//! A problem found in the content, naming its file and id, and where in the file it is when
//! that is known: `path:line:col: id: message`, the form editors and CI annotate.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub file: String,
    pub id: String,
    pub message: String,
    /// Line and column, from 1.
    pub at: Option<(usize, usize)>,
}

impl Problem {
    pub fn new(file: &str, id: &str, message: String) -> Self {
        Problem { file: file.to_string(), id: id.to_string(), message, at: None }
    }

    /// A problem of the file as a whole: it does not parse, or is in the wrong place.
    pub fn at(file: &str, line: usize, column: usize, message: String) -> Self {
        Problem { at: Some((line, column)), ..Problem::new(file, "-", message) }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.at {
            Some((line, col)) => write!(f, "{}:{line}:{col}: ", self.file)?,
            None => write!(f, "{}: ", self.file)?,
        }
        if self.id != "-" {
            write!(f, "{}: ", self.id)?;
        }
        write!(f, "{}", self.message)
    }
}
