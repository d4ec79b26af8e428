print("bench: work in progress")
