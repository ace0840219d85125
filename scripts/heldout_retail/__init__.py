"""Documents of the blind development knowledge base bench/heldout/retail (a fictional bakery-café chain's store
staff rules), one module per document; built by scripts/build_heldout_retail.py."""

COMPANY = "麦香里食品连锁有限公司"
