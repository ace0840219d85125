"""Moved to `stores/contracts/documents.py` (issue 22.1). This name stays only until the modules other sessions
are changing (`retrieval/hybrid.py`) import from there; new code imports `knowdesk.stores.contracts.documents`."""

from knowdesk.stores.contracts.documents import DocumentStoreApi, FragmentRow, embed_hash, embed_text, public_methods

__all__ = ["DocumentStoreApi", "FragmentRow", "embed_hash", "embed_text", "public_methods"]
