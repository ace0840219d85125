"""Documents of the blind development knowledge base bench/heldout/university (a fictional university's staff and
graduate-student administration), one module per document; built by scripts/build_heldout_university.py."""

COMPANY = "澜州大学"
