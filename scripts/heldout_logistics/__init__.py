"""Documents of the blind development knowledge base bench/heldout/logistics (a fictional regional logistics
group's administrative rules), one module per document; built by scripts/build_heldout_logistics.py."""

COMPANY = "西南驿达物流集团有限公司"
