"""What each store promises, in one place: the Protocols the features and `app.py` depend on and the row
types they pass, whichever database holds the rows (issue 22.1).

`documents` (the document store: SQLite with FTS5, PostgreSQL with tsvector), `users`, `conversations`,
`assessment` (one implementation each over `stores/sql.py`, bound to either database) and `hot` (the
hot-question store: one admin contract, two matchers: SQLite's in-memory matrix, pgvector).
Nothing here imports an implementation or a driver.
"""
