"""Documents of the blind knowledge base bench/heldout/utility (a fictional city gas and water utility's meter
readers, household safety inspectors, pipeline patrol, emergency repair crews, service-hall staff and dispatch centre),
one module per document; built by scripts/build_heldout_utility.py."""

COMPANY = "澄州市澄源燃气水务有限公司"
