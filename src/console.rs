//! The console front end: the ICS 32 line protocol.
