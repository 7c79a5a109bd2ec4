#if canImport(SwiftUI)
import SwiftUI

/// ProfileFeatureExample's screen: the feature as its composition root wires it. The Xcode app
/// shell's `WindowGroup` shows it.
public struct RootView: View {
    private let lines: [String]

    public init(root: CompositionRoot = CompositionRoot()) {
        self.lines = root.summaries()
    }

    public var body: some View {
        List(lines, id: \.self) { line in
            Text(line)
        }
    }
}
#endif
