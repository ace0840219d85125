"""Documents of the blind development knowledge base bench/heldout/harborline (a fictional remote-first software
company's English employee handbook), one module per document; built by scripts/build_heldout_harborline.py."""

COMPANY = "Harborline Software, Inc."
