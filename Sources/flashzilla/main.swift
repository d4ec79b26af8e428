print("flashzilla: work in progress")
