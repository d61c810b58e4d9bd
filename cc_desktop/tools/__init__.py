"""Developer tools (no Qt)."""
