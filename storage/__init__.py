"""Files on disk: settings, saved cubes, history (TOML, JSON, SQLite), written atomically."""
