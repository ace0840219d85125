"""Documents of the blind development knowledge base bench/heldout/pharma (a fictional pharmaceutical company's
plant and sales-force rules, written as controlled SOPs), one module per document; built by
scripts/build_heldout_pharma.py."""

COMPANY = "浙江康衡药业股份有限公司"
