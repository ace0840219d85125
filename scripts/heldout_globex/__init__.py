"""Documents of the blind development knowledge base bench/heldout/globex (the China office of a fictional
multinational engineering-software company, with global policies in English and local rules in Chinese side by side),
one module per document; built by scripts/build_heldout_globex.py."""

COMPANY = "Globex Engineering Software"
COMPANY_ZH = "格洛贝克斯软件（上海）有限公司"
