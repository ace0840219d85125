"""Documents of the blind knowledge base bench/heldout/fitness (a fictional chain of fitness clubs: store staff,
coaches, lifeguards and head office), one module per document; built by scripts/build_heldout_fitness.py."""

COMPANY = "南京铁锚健身管理有限公司"
