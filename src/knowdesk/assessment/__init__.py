"""Knowledge assessments (seed 001): material extraction, examiners, reports, sessions and the service."""
