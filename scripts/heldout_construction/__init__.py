"""Documents of the blind development knowledge base bench/heldout/construction (a fictional state-owned construction
and engineering group's administrative rules), one module per document; built by scripts/build_heldout_construction.py."""

COMPANY = "华衡建工集团有限公司"
