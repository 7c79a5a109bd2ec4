import SearchExampleKit

// SearchExample's entry point on Linux and in CI: Search alone, as SearchExampleKit wires it.
for line in CompositionRoot().summaries() {
    print(line)
}
