#if canImport(SwiftUI)
import SwiftUI
import CheckoutInterface

/// Checkout's screen: a placeholder to replace with the real UI.
public struct CheckoutView: View {
    private let feature: any CheckoutProviding

    public init(feature: any CheckoutProviding) {
        self.feature = feature
    }

    public var body: some View {
        VStack(spacing: 8) {
            Text(feature.title)
                .font(.headline)
            Text(feature.summary())
        }
    }
}
#endif
