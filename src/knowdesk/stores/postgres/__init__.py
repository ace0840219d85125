"""Server mode: the document store and dense vectors in one PostgreSQL with pgvector.

Selected by `KNOWDESK_DATABASE_URL=postgresql://…`; schema changes are numbered SQL files in
`migrations/`, applied by `knowdesk db upgrade` and checked (never applied) when the app opens.
"""
