"""Documents of the blind development knowledge base bench/heldout/techco (a fictional internet company's employee
rules as its wiki, HR and IT teams write them), one module per document; built by scripts/build_heldout_techco.py."""

COMPANY = "杭州星衡网络科技有限公司"
