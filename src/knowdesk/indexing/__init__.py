"""Two-phase indexing: a fast dense signal written with the fragment rows, then background refinement.

Phase 1 (`fast_index`): at ingest time every fragment gets a cheap 64-d static vector in SQLite, in the
same transaction as its row and keyword-index entry, so it is searchable the moment ingest returns.
Phase 2 (`refine`): the main model (e5) vectors are computed by a process pool and put in Chroma;
progress lives in `fragments.vector_model` and `embedding_cache`, so a killed worker resumes.
"""

from knowdesk.indexing.background import start_refiner
from knowdesk.indexing.embed_loop import RefineProgress
from knowdesk.indexing.refine import refine
from knowdesk.indexing.status import index_status

__all__ = ["RefineProgress", "index_status", "refine", "start_refiner"]
