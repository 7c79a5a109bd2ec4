import MicroAppKit

// MicroApp's entry point on Linux and in CI: build the object graph, then run.
for line in CompositionRoot().summaries() {
    print(line)
}
