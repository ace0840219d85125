"""Documents of the blind development knowledge base bench/heldout/hospital (a fictional city hospital's
administrative and staff rules), one module per document; built by scripts/build_heldout_hospital.py."""

COMPANY = "江州市第三人民医院"
