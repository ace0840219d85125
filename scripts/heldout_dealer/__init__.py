"""Documents of the blind development knowledge base bench/heldout/dealer (a fictional regional car-dealership group's
sales, after-sales and store staff rules), one module per document; built by scripts/build_heldout_dealer.py."""

COMPANY = "苏州恒骏汽车销售服务集团有限公司"
