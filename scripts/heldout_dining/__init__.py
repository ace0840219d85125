"""Documents of the blind development knowledge base bench/heldout/dining (a fictional restaurant chain's store
operations rules as its 营运部 writes them for store managers and crew), one module per document; built by
scripts/build_heldout_dining.py."""

COMPANY = "杭州味道坊餐饮管理有限公司"
