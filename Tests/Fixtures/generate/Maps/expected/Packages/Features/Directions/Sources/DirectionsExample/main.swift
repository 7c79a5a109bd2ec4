import DirectionsExampleKit

// DirectionsExample's entry point on Linux and in CI: Directions alone, as DirectionsExampleKit wires it.
for line in CompositionRoot().summaries() {
    print(line)
}
