"""Documents of the blind development knowledge base bench/heldout/cs (a fictional e-commerce company's customer-service
centre rules as its operations team writes them), one module per document; built by scripts/build_heldout_cs.py."""

COMPANY = "苏州悦购电子商务有限公司"
