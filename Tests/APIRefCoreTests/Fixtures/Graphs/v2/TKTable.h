#import "TKBase.h"
#import "TKCell.h"

@protocol TKTableDelegate
- (void)table:(id)table didSelectRow:(NSInteger)row;
- (BOOL)table:(id)table shouldHighlightRow:(NSInteger)row;
@end

extern const char *const TKTableSelectionDidChangeNotification TK_AVAILABLE(2.0);

TK_AVAILABLE(2.0)
@interface TKTable : NSObject
@property(nonatomic, weak) id<TKTableDelegate> delegate TK_AVAILABLE(2.0);
@property(nonatomic, readonly) NSInteger numberOfRows TK_AVAILABLE(2.0);
- (void)reloadRowsFrom:(NSInteger)first count:(NSInteger)count TK_AVAILABLE(4.0);
@end
