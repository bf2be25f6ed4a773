#import "TKBase.h"
#import "TKCell.h"

TK_AVAILABLE(2.0)
@protocol TKTableDelegate
- (void)table:(id)table didSelectRow:(NSInteger)row TK_AVAILABLE(2.0);
- (BOOL)table:(id)table shouldHighlightRow:(NSInteger)row TK_AVAILABLE(4.0);
@end

extern const char *const TKTableSelectionDidChangeNotification TK_AVAILABLE(2.0);

TK_AVAILABLE(2.0)
@interface TKTable : NSObject
@property(nonatomic, weak) id<TKTableDelegate> delegate TK_AVAILABLE(2.0);
@property(nonatomic, readonly) NSInteger numberOfRows TK_AVAILABLE(2.0);
- (void)reloadRowsFrom:(NSInteger)first count:(NSInteger)count TK_AVAILABLE(4.0);
@end
