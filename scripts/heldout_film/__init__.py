"""Documents of the blind knowledge base bench/heldout/film (a fictional film and TV production company's office
staff and shooting crews), one module per document; built by scripts/build_heldout_film.py."""

COMPANY = "青岚影视制作有限公司"
