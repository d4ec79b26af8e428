print("flashzilla")
