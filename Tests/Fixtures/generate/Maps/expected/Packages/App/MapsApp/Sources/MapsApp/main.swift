// MapsApp's entry point: build the object graph, then run.
for line in CompositionRoot().summaries() {
    print(line)
}
