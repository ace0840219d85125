"""Documents of the blind development knowledge base bench/heldout/airport (a fictional airport ground-services
company's ramp, baggage, passenger, cleaning, de-icing and special-vehicle staff rules), one module per document;
built by scripts/build_heldout_airport.py."""

COMPANY = "华屿航空地面服务有限公司"
