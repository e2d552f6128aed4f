//! Everything that touches the browser: storage, the clock, the page's address and title,
//! files, speech, the microphone and kept recordings, keyboard shortcuts, the service worker
//! and hand-placed rows. Pages and components call these; the core (`content`, `practice`,
//! `progress`) never does.

pub mod clock;
pub mod files;
pub mod page;
pub mod recorder;
pub mod rows;
pub mod service_worker;
pub mod shortcuts;
pub mod speech;
pub mod store;
