"""Effective dates: what a document says about its validity, which documents are in force when, and questions asked "as of" a date (issue 23.5)."""
