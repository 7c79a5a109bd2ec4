import ProfileFeatureExampleKit

// ProfileFeatureExample's entry point on Linux and in CI: ProfileFeature alone, as ProfileFeatureExampleKit wires it.
for line in CompositionRoot().summaries() {
    print(line)
}
