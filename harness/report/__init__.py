"""The run's rows and their renderings: terminal table, Markdown, JSON, HTML; shards' reports merged."""
