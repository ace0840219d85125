"""Content of the held-out factory knowledge base (bench/heldout/factory), one module per document.

The company, 常州明拓汽车零部件有限公司, is fictional. Each module defines its document(s) as data; the
builders in scripts/build_heldout_kb.py turn them into files. Written for an evaluation set whose
questions were written from these documents alone (bench/qa_sets/factory.jsonl).
"""

from __future__ import annotations

COMPANY = "常州明拓汽车零部件有限公司"
SHORT = "明拓"
